// The pair loop's replicates (day-kernels.wat's pairsOfDay; assemble.ts puts them at its marker): two
// replicates a turn as f64x2, written once here, and a loop that takes two of those bodies a turn
// before it. V8 checks for interrupts at every loop's back edge; with half as many turns the pair
// loop took 13 % less time at 50 actors (ADR 049). The second body's offset is $o16 = $o + 16; the
// same operations on the same values, so every result is the same to the bit.

/** Each line of a text moved right by `spaces`. */
const indent = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces))

/** One turn of two replicates at byte offset `o` (a local's name) of every per-replicate row. */
function twoReplicates(o: string): string {
  return `;; h = mix32(day ^ key), prng.ts's murmur3 finaliser
(local.set $h (v128.xor (v128.load64_splat (i32.add (global.get $baseA) (i32.shr_u (local.get ${o}) (i32.const 1)))) (local.get $keys)))
(local.set $h (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 16))))
(local.set $h (i32x4.mul (local.get $h) (v128.const i32x4 0x85ebca6b 0x85ebca6b 0x85ebca6b 0x85ebca6b)))
(local.set $h (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 13))))
(local.set $h (i32x4.mul (local.get $h) (v128.const i32x4 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35)))
;; and its top bit flipped: as a signed integer, that is h - 2^31 (see directionUpdate)
(local.set $h (v128.xor (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 16))) (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)))
(local.set $ab (v128.load (i32.add (local.get $pAB) (local.get ${o}))))
(local.set $ba (v128.load (i32.add (local.get $pBA) (local.get ${o}))))
(local.set $ma (v128.load (i32.add (local.get $mA) (local.get ${o}))))
(local.set $mb (v128.load (i32.add (local.get $mB) (local.get ${o}))))
;; cohesionAcc[r] += (c * (ab + ba)) / 2; not (c / 2) * (ab + ba), which rounds otherwise when c or the product is subnormal (ADR 068)
(local.set $addr (i32.add (global.get $cohesionAcc) (local.get ${o})))
(v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr))
  (f64x2.mul (f64x2.mul (local.get $cV) (f64x2.add (local.get $ab) (local.get $ba))) (v128.const f64x2 0.5 0.5))))
;; climate[a] += c * ba; climate[b] += c * ab
(local.set $addr (i32.add (local.get $clA) (local.get ${o})))
(v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr)) (f64x2.mul (local.get $cV) (local.get $ba))))
(local.set $addr (i32.add (local.get $clB) (local.get ${o})))
(v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr)) (f64x2.mul (local.get $cV) (local.get $ab))))
;; contagion[a] += cm * (mb - ma); contagion[b] += cm * (ma - mb)
(local.set $addr (i32.add (local.get $cgA) (local.get ${o})))
(v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr)) (f64x2.mul (local.get $cmV) (f64x2.sub (local.get $mb) (local.get $ma)))))
(local.set $addr (i32.add (local.get $cgB) (local.get ${o})))
(v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr)) (f64x2.mul (local.get $cmV) (f64x2.sub (local.get $ma) (local.get $mb)))))
;; receivedAcc[r] += c * (what the manager receives): ba when a is the manager, ab when b is
(if (local.get $sel)
  (then
    (local.set $addr (i32.add (global.get $receivedAcc) (local.get ${o})))
    (v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr))
      (f64x2.mul (local.get $cV) (select (result v128) (local.get $ba) (local.get $ab) (i32.eq (local.get $sel) (i32.const 1))))))))
(if (local.get $update)
  (then
    (if (local.get $addMean)
      (then
        (local.set $addr (i32.add (local.get $pm) (local.get ${o})))
        (v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr))
          (f64x2.mul (f64x2.add (local.get $ab) (local.get $ba)) (v128.const f64x2 0.5 0.5))))))
    ;; a→b: ab + rate * (target + managerShift + moodToAttitude * ma - ab) + recip * (ba - ab)
    ;; + shockScale * ((h / 2^32 - 0.5) * sqrt(12)), clamped
${indent(directionUpdate(o, { self: '$ab', other: '$ba', row: '$pAB', target: '$gAB', mood: '$ma', hashes: '(local.get $h)' }), 4)}
    ;; b→a, the same with the roles swapped (its hashes are lanes 2-3)
${indent(
  directionUpdate(o, {
    self: '$ba',
    other: '$ab',
    row: '$pBA',
    target: '$gBA',
    mood: '$mb',
    hashes: '(i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $h) (local.get $h))',
  }),
  4
)}))`
}

/** The locals one direction's update reads: its attitude and the other's, the row it is stored to, its target row, its own mood, and the lanes that hold its hashes. */
interface Direction {
  self: string
  other: string
  row: string
  target: string
  mood: string
  hashes: string
}

/**
 * One direction's attitude update of two replicates, stored back clamped to [-100, 100]. The shock's
 * uniform is taken as day-kernels.wat's $uniform1 takes it: the hash with its top bit flipped, read as
 * a signed integer, times $shockUnitV (sqrt(12) / 2^32); the same double as fast.ts's.
 */
function directionUpdate(o: string, d: Direction): string {
  return `(local.set $x
  (f64x2.add
    (f64x2.add
      (f64x2.add (local.get ${d.self}) (f64x2.mul (local.get $rateV) (f64x2.sub
        (f64x2.add (f64x2.add (v128.load (i32.add (local.get ${d.target}) (local.get ${o}))) (local.get $shiftV)) (f64x2.mul (local.get $mtaV) (local.get ${d.mood})))
        (local.get ${d.self}))))
      (f64x2.mul (local.get $recipV) (f64x2.sub (local.get ${d.other}) (local.get ${d.self}))))
    (f64x2.mul (local.get $shockV) (f64x2.mul (f64x2.convert_low_i32x4_s ${d.hashes}) (local.get $shockUnitV)))))
(v128.store (i32.add (local.get ${d.row}) (local.get ${o}))
  (f64x2.pmax (f64x2.pmin (local.get $x) (v128.const f64x2 100 100)) (v128.const f64x2 -100 -100)))`
}

/** Four replicates a turn while four remain, then two: $o runs from 0 to $o2 (the even part of R, in bytes). */
export function pairReplicateLoops(): string {
  return [
    '          (loop $four',
    '            (if (i32.lt_u (i32.add (local.get $o) (i32.const 16)) (local.get $o2))',
    '              (then',
    indent(twoReplicates('$o'), 16),
    '                (local.set $o16 (i32.add (local.get $o) (i32.const 16)))',
    indent(twoReplicates('$o16'), 16),
    '                (local.set $o (i32.add (local.get $o) (i32.const 32)))',
    '                (br $four))))',
    '          (loop $two',
    '            (if (i32.lt_u (local.get $o) (local.get $o2))',
    '              (then',
    indent(twoReplicates('$o'), 16),
    '                (local.set $o (i32.add (local.get $o) (i32.const 16)))',
    '                (br $two))))',
  ].join('\n')
}
