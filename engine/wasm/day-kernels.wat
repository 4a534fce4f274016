;; The team run's day loop in WebAssembly (ADR 045): the pairs, the people and the start-of-day bands. The
;; same operations in the same order on the same IEEE doubles as the JavaScript they replaced, so
;; every result is the same to the bit:
;; - no fused multiply-add (WebAssembly has none unless asked), so a*b+c rounds twice, as in JS;
;; - division by 2 and by 2^32 is multiplication by 0.5 and 2^-32, which rounds identically (both
;;   are exact powers of two);
;; - f64x2.pmin and pmax are (b < a ? b : a) and (a < b ? b : a): the clamps' ternaries.
;; Every array lives in the imported memory; the exported globals hold their byte offsets, set once
;; per run by arena.ts.
(module
  (import "engine" "memory" (memory 1))

  ;; murmur3's 32-bit finaliser, as prng.ts's mix32.
  (func $mix1 (param $h i32) (result i32)
    (local.set $h (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 16))))
    (local.set $h (i32.mul (local.get $h) (i32.const 0x85ebca6b)))
    (local.set $h (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 13))))
    (local.set $h (i32.mul (local.get $h) (i32.const 0xc2b2ae35)))
    (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 16))))

  ;; The shock's uniform of a hash, (h / 2^32 - 0.5) * sqrt(12) as prng.ts and fast.ts write it, taken as
  ;; (h - 2^31) * (sqrt(12) / 2^32): h with its top bit flipped, read as a signed integer, times the
  ;; exact $unit. h / 2^32 - 0.5 is exact (32 significant bits at most), so both forms round the one
  ;; product once, to the same double; the signed conversion is one x64 instruction, the unsigned two.
  (func $uniform1 (param $h i32) (param $unit f64) (result f64)
    (f64.mul (f64.convert_i32_s (i32.xor (local.get $h) (i32.const 0x80000000))) (local.get $unit)))

  ;; The updated attitude, clamped to [-100, 100] as fast.ts writes it (x < -100 ? -100 : x > 100 ? 100 : x).
  (func $next1 (param $self f64) (param $other f64) (param $goal f64) (param $u f64)
               (param $rate f64) (param $recip f64) (param $shockScale f64) (result f64)
    (local $x f64)
    (local.set $x
      (f64.add
        (f64.add
          (f64.add (local.get $self) (f64.mul (local.get $rate) (f64.sub (local.get $goal) (local.get $self))))
          (f64.mul (local.get $recip) (f64.sub (local.get $other) (local.get $self))))
        (f64.mul (local.get $shockScale) (local.get $u))))
    (if (result f64) (f64.lt (local.get $x) (f64.const -100))
      (then (f64.const -100))
      (else (if (result f64) (f64.gt (local.get $x) (f64.const 100)) (then (f64.const 100)) (else (local.get $x))))))

  ;; One replicate of one pair at byte offset $o (replicate r = $o / 8), for an odd replicate count:
  ;; the accumulators, then (unless it is the last day) the scene mean and the two attitude updates.
  (func $lane1 (param $o i32) (param $day i32) (param $kab i32) (param $kba i32)
    (param $pAB i32) (param $pBA i32) (param $gAB i32) (param $gBA i32) (param $mA i32) (param $mB i32)
    (param $clA i32) (param $clB i32) (param $cgA i32) (param $cgB i32) (param $coh i32) (param $rec i32) (param $pm i32)
    (param $c f64) (param $cm f64) (param $sel i32) (param $update i32) (param $addMean i32)
    (param $shift f64) (param $mta f64) (param $rate f64) (param $recip f64) (param $shockScale f64) (param $shockUnit f64)
    (local $ab f64) (local $ba f64) (local $ma f64) (local $mb f64) (local $a i32)
    (local.set $ab (f64.load (i32.add (local.get $pAB) (local.get $o))))
    (local.set $ba (f64.load (i32.add (local.get $pBA) (local.get $o))))
    (local.set $ma (f64.load (i32.add (local.get $mA) (local.get $o))))
    (local.set $mb (f64.load (i32.add (local.get $mB) (local.get $o))))
    (local.set $a (i32.add (local.get $coh) (local.get $o)))
    (f64.store (local.get $a) (f64.add (f64.load (local.get $a))
      (f64.mul (f64.mul (local.get $c) (f64.add (local.get $ab) (local.get $ba))) (f64.const 0.5))))
    (local.set $a (i32.add (local.get $clA) (local.get $o)))
    (f64.store (local.get $a) (f64.add (f64.load (local.get $a)) (f64.mul (local.get $c) (local.get $ba))))
    (local.set $a (i32.add (local.get $clB) (local.get $o)))
    (f64.store (local.get $a) (f64.add (f64.load (local.get $a)) (f64.mul (local.get $c) (local.get $ab))))
    (local.set $a (i32.add (local.get $cgA) (local.get $o)))
    (f64.store (local.get $a) (f64.add (f64.load (local.get $a)) (f64.mul (local.get $cm) (f64.sub (local.get $mb) (local.get $ma)))))
    (local.set $a (i32.add (local.get $cgB) (local.get $o)))
    (f64.store (local.get $a) (f64.add (f64.load (local.get $a)) (f64.mul (local.get $cm) (f64.sub (local.get $ma) (local.get $mb)))))
    (if (local.get $sel)
      (then
        (local.set $a (i32.add (local.get $rec) (local.get $o)))
        (f64.store (local.get $a) (f64.add (f64.load (local.get $a))
          (f64.mul (local.get $c) (select (result f64) (local.get $ba) (local.get $ab) (i32.eq (local.get $sel) (i32.const 1))))))))
    (if (i32.eqz (local.get $update)) (then (return)))
    (if (local.get $addMean)
      (then
        (local.set $a (i32.add (local.get $pm) (local.get $o)))
        (f64.store (local.get $a) (f64.add (f64.load (local.get $a)) (f64.mul (f64.add (local.get $ab) (local.get $ba)) (f64.const 0.5))))))
    (f64.store (i32.add (local.get $pAB) (local.get $o))
      (call $next1 (local.get $ab) (local.get $ba)
        (f64.add (f64.add (f64.load (i32.add (local.get $gAB) (local.get $o))) (local.get $shift)) (f64.mul (local.get $mta) (local.get $ma)))
        (call $uniform1 (call $mix1 (i32.xor (local.get $day) (local.get $kab))) (local.get $shockUnit))
        (local.get $rate) (local.get $recip) (local.get $shockScale)))
    (f64.store (i32.add (local.get $pBA) (local.get $o))
      (call $next1 (local.get $ba) (local.get $ab)
        (f64.add (f64.add (f64.load (i32.add (local.get $gBA) (local.get $o))) (local.get $shift)) (f64.mul (local.get $mta) (local.get $mb)))
        (call $uniform1 (call $mix1 (i32.xor (local.get $day) (local.get $kba))) (local.get $shockUnit))
        (local.get $rate) (local.get $recip) (local.get $shockScale))))

  ;; pairMean[p] += ((att a→b + att b→a) / 2) * days over the scene days in [from, to) the pair's
  ;; value was held without contact: on the day its value next changes, and for every pair after the
;; last day (settleMeans).
  (func $settle (param $pAB i32) (param $pBA i32) (param $pm i32) (param $R i32) (param $S i32) (param $from i32) (param $to i32)
    (local $lo i32) (local $days f64) (local $o i32) (local $end i32) (local $a i32)
    (local.set $lo (select (local.get $from) (local.get $S) (i32.gt_s (local.get $from) (local.get $S))))
    (if (i32.le_s (local.get $to) (local.get $lo)) (then (return)))
    (local.set $days (f64.convert_i32_s (i32.sub (local.get $to) (local.get $lo))))
    (local.set $end (i32.shl (local.get $R) (i32.const 3)))
    (loop $r
      (if (i32.lt_u (local.get $o) (local.get $end))
        (then
          (local.set $a (i32.add (local.get $pm) (local.get $o)))
          (f64.store (local.get $a) (f64.add (f64.load (local.get $a))
            (f64.mul (f64.mul (f64.add (f64.load (i32.add (local.get $pAB) (local.get $o))) (f64.load (i32.add (local.get $pBA) (local.get $o)))) (f64.const 0.5)) (local.get $days))))
          (local.set $o (i32.add (local.get $o) (i32.const 8)))
          (br $r)))))

  ;; Byte offsets of the arrays (arena.ts sets them by name).
  (global $segList (export "segList") (mut i32) (i32.const 0)) (global $segPair (export "segPair") (mut i32) (i32.const 0)) (global $segC (export "segC") (mut i32) (i32.const 0))
  (global $segCm (export "segCm") (mut i32) (i32.const 0)) (global $pa (export "pa") (mut i32) (i32.const 0)) (global $pb (export "pb") (mut i32) (i32.const 0))
  (global $keyAB (export "keyAB") (mut i32) (i32.const 0)) (global $keyBA (export "keyBA") (mut i32) (i32.const 0)) (global $heldSince (export "heldSince") (mut i32) (i32.const 0))
  (global $updatedOn (export "updatedOn") (mut i32) (i32.const 0)) (global $att (export "att") (mut i32) (i32.const 0)) (global $target (export "target") (mut i32) (i32.const 0))
  (global $mood (export "mood") (mut i32) (i32.const 0)) (global $climate (export "climate") (mut i32) (i32.const 0)) (global $contagion (export "contagion") (mut i32) (i32.const 0))
  (global $cohesionAcc (export "cohesionAcc") (mut i32) (i32.const 0)) (global $receivedAcc (export "receivedAcc") (mut i32) (i32.const 0)) (global $pairMean (export "pairMean") (mut i32) (i32.const 0))
  (global $baseA (export "baseA") (mut i32) (i32.const 0)) (global $moodUpdatedOn (export "moodUpdatedOn") (mut i32) (i32.const 0)) (global $network (export "network") (mut i32) (i32.const 0))
  (global $scratch (export "scratch") (mut i32) (i32.const 0)) (global $moodBands (export "moodBands") (mut i32) (i32.const 0))
  (global $pairBands (export "pairBands") (mut i32) (i32.const 0)) (global $pairRing (export "pairRing") (mut i32) (i32.const 0))
  (global $rows (export "rows") (mut i32) (i32.const 0)) (global $rowBands (export "rowBands") (mut i32) (i32.const 0))

  (global $activeList (export "activeList") (mut i32) (i32.const 0)) (global $W (export "W") (mut i32) (i32.const 0)) (global $baseMood (export "baseMood") (mut i32) (i32.const 0))
  (global $power0 (export "power0") (mut i32) (i32.const 0)) (global $actorKey (export "actorKey") (mut i32) (i32.const 0)) (global $atmosphereAcc (export "atmosphereAcc") (mut i32) (i32.const 0))
  (global $actorAll (export "actorAll") (mut i32) (i32.const 0)) (global $actorScene (export "actorScene") (mut i32) (i32.const 0))
  (global $actorSharedAll (export "actorSharedAll") (mut i32) (i32.const 0)) (global $actorSharedScene (export "actorSharedScene") (mut i32) (i32.const 0)) (global $baseM (export "baseM") (mut i32) (i32.const 0))

  ;; One day of every interacting pair (segList[0, segCount)), all replicates.
  (func (export "pairsOfDay")
    (param $t i32) (param $R i32) (param $S i32) (param $last i32) (param $scene i32) (param $manager i32) (param $segCount i32)
    (param $managerShift f64) (param $noise f64) (param $kMax f64) (param $reciprocity f64) (param $attitudeShock f64)
    (param $moodToAttitude f64) (param $sqrt12 f64)
    (local $k i32) (local $g i32) (local $p i32) (local $a i32) (local $b i32) (local $c f64) (local $cm f64)
    (local $rate f64) (local $recip f64) (local $shockScale f64) (local $kab i32) (local $kba i32)
    (local $rowB i32) (local $pAB i32) (local $pBA i32) (local $gAB i32) (local $gBA i32) (local $mA i32) (local $mB i32)
    (local $clA i32) (local $clB i32) (local $cgA i32) (local $cgB i32) (local $pm i32) (local $sel i32)
    (local $update i32) (local $addMean i32) (local $o i32) (local $o2 i32) (local $oi i32) (local $end i32)
    (local $keys v128) (local $h v128) (local $ab v128) (local $ba v128) (local $ma v128) (local $mb v128) (local $x v128) (local $addr i32)
    (local $cV v128) (local $cmV v128) (local $shiftV v128) (local $mtaV v128) (local $rateV v128) (local $recipV v128)
    (local $shockV v128) (local $shockUnitV v128) (local $held i32) (local $o16 i32)
    (local.set $update (i32.eqz (local.get $last)))
    (local.set $addMean (i32.and (local.get $scene) (local.get $update)))
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (local.set $end (local.get $rowB))
    (local.set $o2 (i32.shl (i32.and (local.get $R) (i32.const -2)) (i32.const 3)))
    (local.set $shiftV (f64x2.splat (local.get $managerShift)))
    (local.set $mtaV (f64x2.splat (local.get $moodToAttitude)))
    ;; sqrt(12) / 2^32, exact: the shock's scale for a hash read as h - 2^31 (why it is exact: $uniform1)
    (local.set $shockUnitV (f64x2.splat (f64.mul (local.get $sqrt12) (f64.const 0x1p-32))))
    (loop $pairs
      (if (i32.lt_u (local.get $k) (local.get $segCount))
        (then
          (local.set $g (i32.load (i32.add (global.get $segList) (i32.shl (local.get $k) (i32.const 2)))))
          (local.set $p (i32.load (i32.add (global.get $segPair) (i32.shl (local.get $g) (i32.const 2)))))
          (local.set $a (i32.load (i32.add (global.get $pa) (i32.shl (local.get $p) (i32.const 2)))))
          (local.set $b (i32.load (i32.add (global.get $pb) (i32.shl (local.get $p) (i32.const 2)))))
          (local.set $c (f64.load (i32.add (global.get $segC) (i32.shl (local.get $g) (i32.const 3)))))
          (local.set $cm (f64.load (i32.add (global.get $segCm) (i32.shl (local.get $g) (i32.const 3)))))
          ;; rate = kMax * c; recip = rate * reciprocity; shockScale = noise * c * attitudeShock
          (local.set $rate (f64.mul (local.get $kMax) (local.get $c)))
          (local.set $recip (f64.mul (local.get $rate) (local.get $reciprocity)))
          (local.set $shockScale (f64.mul (f64.mul (local.get $noise) (local.get $c)) (local.get $attitudeShock)))
          (local.set $kab (i32.load (i32.add (global.get $keyAB) (i32.shl (local.get $p) (i32.const 2)))))
          (local.set $kba (i32.load (i32.add (global.get $keyBA) (i32.shl (local.get $p) (i32.const 2)))))
          (local.set $pAB (i32.add (global.get $att) (i32.mul (i32.shl (local.get $p) (i32.const 1)) (local.get $rowB))))
          (local.set $pBA (i32.add (local.get $pAB) (local.get $rowB)))
          (local.set $gAB (i32.add (global.get $target) (i32.mul (i32.shl (local.get $p) (i32.const 1)) (local.get $rowB))))
          (local.set $gBA (i32.add (local.get $gAB) (local.get $rowB)))
          (local.set $mA (i32.add (global.get $mood) (i32.mul (local.get $a) (local.get $rowB))))
          (local.set $mB (i32.add (global.get $mood) (i32.mul (local.get $b) (local.get $rowB))))
          (local.set $clA (i32.add (global.get $climate) (i32.mul (local.get $a) (local.get $rowB))))
          (local.set $clB (i32.add (global.get $climate) (i32.mul (local.get $b) (local.get $rowB))))
          (local.set $cgA (i32.add (global.get $contagion) (i32.mul (local.get $a) (local.get $rowB))))
          (local.set $cgB (i32.add (global.get $contagion) (i32.mul (local.get $b) (local.get $rowB))))
          (local.set $pm (i32.add (global.get $pairMean) (i32.mul (local.get $p) (local.get $rowB))))
          (local.set $sel
            (if (result i32) (i32.eq (local.get $a) (local.get $manager)) (then (i32.const 1))
              (else (if (result i32) (i32.eq (local.get $b) (local.get $manager)) (then (i32.const 2)) (else (i32.const 0))))))
          (if (local.get $update)
            (then
              ;; Days the pair's value was held without contact are added in one go.
              (local.set $held (i32.load (i32.add (global.get $heldSince) (i32.shl (local.get $p) (i32.const 2)))))
              (if (i32.lt_s (local.get $held) (local.get $t))
                (then (call $settle (local.get $pAB) (local.get $pBA) (local.get $pm) (local.get $R) (local.get $S) (local.get $held) (local.get $t))))
              (i32.store (i32.add (global.get $heldSince) (i32.shl (local.get $p) (i32.const 2))) (i32.add (local.get $t) (i32.const 1)))
              (i32.store (i32.add (global.get $updatedOn) (i32.shl (local.get $p) (i32.const 2))) (local.get $t))))
          (local.set $cV (f64x2.splat (local.get $c)))
          (local.set $cmV (f64x2.splat (local.get $cm)))
          (local.set $rateV (f64x2.splat (local.get $rate)))
          (local.set $recipV (f64x2.splat (local.get $recip)))
          (local.set $shockV (f64x2.splat (local.get $shockScale)))
          (local.set $o (i32.const 0))
          ;; Two replicates at a time: one i32x4 hashes a→b and b→a of both (lanes r a→b, r+1 a→b,
          ;; r b→a, r+1 b→a), and the arithmetic runs on f64x2.
          (local.set $keys (i32x4.replace_lane 3 (i32x4.replace_lane 2 (i32x4.splat (local.get $kab)) (local.get $kba)) (local.get $kba)))
          ;; @pair-replicate-loops (assemble.ts puts here pair-replicates.ts's loops over the replicates, two a turn, ADR 049)
          ;; The last replicate of an odd count.
          (loop $one
            (if (i32.lt_u (local.get $o) (local.get $end))
              (then
                (call $lane1 (local.get $o) (i32.load (i32.add (global.get $baseA) (i32.shr_u (local.get $o) (i32.const 1)))) (local.get $kab) (local.get $kba)
                  (local.get $pAB) (local.get $pBA) (local.get $gAB) (local.get $gBA) (local.get $mA) (local.get $mB)
                  (local.get $clA) (local.get $clB) (local.get $cgA) (local.get $cgB) (global.get $cohesionAcc) (global.get $receivedAcc) (local.get $pm)
                  (local.get $c) (local.get $cm) (local.get $sel) (local.get $update) (local.get $addMean)
                  (local.get $managerShift) (local.get $moodToAttitude) (local.get $rate) (local.get $recip) (local.get $shockScale) (f64x2.extract_lane 0 (local.get $shockUnitV)))
                (local.set $o (i32.add (local.get $o) (i32.const 8)))
                (br $one))))
          (local.set $k (i32.add (local.get $k) (i32.const 1)))
          (br $pairs)))))

  ;; The three order statistics of a band (quantiles.ts's quantileSorted at 0.5, 0.1, 0.9 for the
  ;; run's replicate count): lower index, upper index, fraction; arena.ts sets them once per run.
  (global $q50lo (export "q50lo") (mut i32) (i32.const 0)) (global $q50hi (export "q50hi") (mut i32) (i32.const 0)) (global $q50f (export "q50f") (mut f64) (f64.const 0))
  (global $q10lo (export "q10lo") (mut i32) (i32.const 0)) (global $q10hi (export "q10hi") (mut i32) (i32.const 0)) (global $q10f (export "q10f") (mut f64) (f64.const 0))
  (global $q90lo (export "q90lo") (mut i32) (i32.const 0)) (global $q90hi (export "q90hi") (mut i32) (i32.const 0)) (global $q90f (export "q90f") (mut f64) (f64.const 0))

  ;; The sorting network's length, even: network[2c], network[2c + 1] are the addresses in the
  ;; scratch array of comparator c's two positions (arena.ts, from sorting-network.ts; an odd
  ;; network ends with one that exchanges a position with itself, which changes nothing).
  (global $comparators (export "comparators") (mut i32) (i32.const 0))

  ;; f === 0 ? sorted[lo] : sorted[lo] + (sorted[hi] - sorted[lo]) * f, of one lane of the scratch
  ;; array ($s: the lane's first value; values 16 bytes apart).
  (func $quantile (param $s i32) (param $lo i32) (param $hi i32) (param $f f64) (result f64)
    (local $a f64)
    (local.set $a (f64.load (i32.add (local.get $s) (i32.shl (local.get $lo) (i32.const 4)))))
    (if (result f64) (f64.eq (local.get $f) (f64.const 0))
      (then (local.get $a))
      (else (f64.add (local.get $a) (f64.mul (f64.sub (f64.load (i32.add (local.get $s) (i32.shl (local.get $hi) (i32.const 4)))) (local.get $a)) (local.get $f))))))

  (func $band (param $s i32) (param $out i32)
    (f64.store (local.get $out) (call $quantile (local.get $s) (global.get $q50lo) (global.get $q50hi) (global.get $q50f)))
    (f64.store offset=8 (local.get $out) (call $quantile (local.get $s) (global.get $q10lo) (global.get $q10hi) (global.get $q10f)))
    (f64.store offset=16 (local.get $out) (call $quantile (local.get $s) (global.get $q90lo) (global.get $q90hi) (global.get $q90f))))

  ;; Two series of R values at once ($a and $b, e.g. a pair's a→b and b→a): lane 0 of the scratch
  ;; array holds $a, lane 1 $b; the sorting network puts both in ascending order with the same
  ;; compare-exchanges and no branch (pmin and pmax: the smaller to the lower position, equal values
  ;; stay). Median, p10, p90 of $a go to $outA, of $b to $outB. The sorted values, and so the bands,
  ;; are those of any sort (ADR 046).
  (func $bandsOfTwo (param $a i32) (param $b i32) (param $R i32) (param $outA i32) (param $outB i32)
    ;; @unrolled-bands-dispatch (assemble.ts puts here a call for each count unrolled-bands.ts unrolls)
    (call $sortTwo (local.get $a) (local.get $b) (local.get $R))
    (call $band (global.get $scratch) (local.get $outA))
    (call $band (i32.add (global.get $scratch) (i32.const 8)) (local.get $outB)))

  ;; The two series of R values at $a and $b side by side in the scratch array, lane 0 $a, lane 1 $b,
  ;; each in ascending order by the whole sorting network.
  (func $sortTwo (param $a i32) (param $b i32) (param $R i32)
    (local $s i32) (local $k i32) (local $c i32) (local $end i32) (local $x v128) (local $y v128) (local $pi i32) (local $pj i32)
    (local.set $s (global.get $scratch))
    (block $filled
      (loop $fill
        (br_if $filled (i32.ge_s (local.get $k) (local.get $R)))
        (v128.store (i32.add (local.get $s) (i32.shl (local.get $k) (i32.const 4)))
          (f64x2.replace_lane 1
            (f64x2.splat (f64.load (i32.add (local.get $a) (i32.shl (local.get $k) (i32.const 3)))))
            (f64.load (i32.add (local.get $b) (i32.shl (local.get $k) (i32.const 3))))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $fill)))
    (local.set $c (global.get $network))
    (local.set $end (i32.add (local.get $c) (i32.shl (global.get $comparators) (i32.const 3))))
    ;; Two compare-exchanges a turn (the count is even).
    (block $sorted
      (loop $exchange
        (br_if $sorted (i32.ge_u (local.get $c) (local.get $end)))
        (local.set $pi (i32.load (local.get $c)))
        (local.set $pj (i32.load offset=4 (local.get $c)))
        (local.set $x (v128.load (local.get $pi)))
        (local.set $y (v128.load (local.get $pj)))
        (v128.store (local.get $pi) (f64x2.pmin (local.get $x) (local.get $y)))
        (v128.store (local.get $pj) (f64x2.pmax (local.get $x) (local.get $y)))
        (local.set $pi (i32.load offset=8 (local.get $c)))
        (local.set $pj (i32.load offset=12 (local.get $c)))
        (local.set $x (v128.load (local.get $pi)))
        (local.set $y (v128.load (local.get $pj)))
        (v128.store (local.get $pi) (f64x2.pmin (local.get $x) (local.get $y)))
        (v128.store (local.get $pj) (f64x2.pmax (local.get $x) (local.get $y)))
        (local.set $c (i32.add (local.get $c) (i32.const 16)))
        (br $exchange))))

  ;; @unrolled-bands-functions (assemble.ts puts here unrolled-bands.ts's functions, ADR 047)

  ;; The start-of-day bands of day $t: every actor's mood ([i][t][median, p10, p90] in moodBands),
  ;; two actors at a time (an odd last one with itself), and, with $withPairs, both directions of
  ;; every pair ([p][t][a→b 3, b→a 3] in pairBands). Only what changed yesterday is sorted again; the
  ;; rest is yesterday's band, copied. A day's pair bands go to pairRing first, day by day
  ;; ([slot][p][6], $B days, slot t mod $B), and reach pairBands a block of days at a time: written
  ;; straight to [p][t], each pair's 48 bytes of the day fell T * 48 bytes from the last pair's, a
  ;; cache line and a page of their own for every pair every day (ADR 049).
  (func (export "bandsOfDay") (param $t i32) (param $T i32) (param $R i32) (param $n i32) (param $P i32) (param $withPairs i32) (param $B i32)
    (local $i i32) (local $j i32) (local $band i32) (local $rowB i32) (local $at i32) (local $slot i32) (local $yesterday i32)
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (block $moods
      (loop $actor
        (br_if $moods (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $j (select (i32.add (local.get $i) (i32.const 1)) (local.get $i) (i32.lt_u (i32.add (local.get $i) (i32.const 1)) (local.get $n))))
        (local.set $band (i32.add (global.get $moodBands) (i32.mul (i32.add (i32.mul (local.get $i) (local.get $T)) (local.get $t)) (i32.const 24))))
        (local.set $at (i32.add (global.get $moodBands) (i32.mul (i32.add (i32.mul (local.get $j) (local.get $T)) (local.get $t)) (i32.const 24))))
        (if (i32.or (i32.eqz (local.get $t))
              (i32.or (i32.eq (i32.load (i32.add (global.get $moodUpdatedOn) (i32.shl (local.get $i) (i32.const 2)))) (i32.sub (local.get $t) (i32.const 1)))
                (i32.eq (i32.load (i32.add (global.get $moodUpdatedOn) (i32.shl (local.get $j) (i32.const 2)))) (i32.sub (local.get $t) (i32.const 1)))))
          (then
            (call $bandsOfTwo
              (i32.add (global.get $mood) (i32.mul (local.get $i) (local.get $rowB)))
              (i32.add (global.get $mood) (i32.mul (local.get $j) (local.get $rowB)))
              (local.get $R) (local.get $band) (local.get $at)))
          (else
            (memory.copy (local.get $band) (i32.sub (local.get $band) (i32.const 24)) (i32.const 24))
            (memory.copy (local.get $at) (i32.sub (local.get $at) (i32.const 24)) (i32.const 24))))
        (local.set $i (i32.add (local.get $i) (i32.const 2)))
        (br $actor)))
    (if (i32.eqz (local.get $withPairs)) (then (return)))
    (local.set $slot (i32.rem_u (local.get $t) (local.get $B)))
    ;; the first address of today's slot, and yesterday's minus today's
    (local.set $band (i32.add (global.get $pairRing) (i32.mul (i32.mul (local.get $slot) (local.get $P)) (i32.const 48))))
    (local.set $yesterday (i32.mul (i32.sub (select (local.get $B) (local.get $slot) (i32.eqz (local.get $slot))) (i32.const 1)) (local.get $P)))
    (local.set $yesterday (i32.sub (i32.add (global.get $pairRing) (i32.mul (local.get $yesterday) (i32.const 48))) (local.get $band)))
    (local.set $i (i32.const 0))
    (block $pairs
      (loop $pair
        (br_if $pairs (i32.ge_u (local.get $i) (local.get $P)))
        (if (i32.or (i32.eqz (local.get $t))
              (i32.eq (i32.load (i32.add (global.get $updatedOn) (i32.shl (local.get $i) (i32.const 2)))) (i32.sub (local.get $t) (i32.const 1))))
          (then
            ;; the pair's a→b row starts at replicate index p * 2R, its b→a row R later
            (local.set $at (i32.add (global.get $att) (i32.mul (local.get $i) (i32.shl (local.get $rowB) (i32.const 1)))))
            (call $bandsOfTwo (local.get $at) (i32.add (local.get $at) (local.get $rowB)) (local.get $R) (local.get $band) (i32.add (local.get $band) (i32.const 24))))
          (else (call $copy48 (local.get $band) (i32.add (local.get $band) (local.get $yesterday)))))
        (local.set $band (i32.add (local.get $band) (i32.const 48)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $pair)))
    (if (i32.or (i32.eq (local.get $slot) (i32.sub (local.get $B) (i32.const 1))) (i32.eq (local.get $t) (i32.sub (local.get $T) (i32.const 1))))
      (then (call $flushPairRing (i32.sub (local.get $t) (local.get $slot)) (i32.add (local.get $slot) (i32.const 1)) (local.get $T) (local.get $P)))))

  (func $copy48 (param $to i32) (param $from i32)
    (v128.store (local.get $to) (v128.load (local.get $from)))
    (v128.store offset=16 (local.get $to) (v128.load offset=16 (local.get $from)))
    (v128.store offset=32 (local.get $to) (v128.load offset=32 (local.get $from))))

  ;; Days $t0 .. $t0 + $days - 1 of pairRing (slots 0 .. $days - 1) to pairBands, pair by pair: each
  ;; pair's days are $days * 48 bytes in a row there; the ring, read across, is small enough to stay
  ;; in the cache.
  (func $flushPairRing (param $t0 i32) (param $days i32) (param $T i32) (param $P i32)
    (local $p i32) (local $d i32) (local $to i32) (local $from i32) (local $slotB i32)
    (local.set $slotB (i32.mul (local.get $P) (i32.const 48)))
    (block $done
      (loop $pair
        (br_if $done (i32.ge_u (local.get $p) (local.get $P)))
        (local.set $to (i32.add (global.get $pairBands) (i32.mul (i32.add (i32.mul (local.get $p) (local.get $T)) (local.get $t0)) (i32.const 48))))
        (local.set $from (i32.add (global.get $pairRing) (i32.mul (local.get $p) (i32.const 48))))
        (local.set $d (i32.const 0))
        (block $pairDone
          (loop $day
            (br_if $pairDone (i32.ge_u (local.get $d) (local.get $days)))
            (v128.store (local.get $to) (v128.load (local.get $from)))
            (v128.store offset=16 (local.get $to) (v128.load offset=16 (local.get $from)))
            (v128.store offset=32 (local.get $to) (v128.load offset=32 (local.get $from)))
            (local.set $to (i32.add (local.get $to) (i32.const 48)))
            (local.set $from (i32.add (local.get $from) (local.get $slotB)))
            (local.set $d (i32.add (local.get $d) (i32.const 1)))
            (br $day)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $pair))))

  ;; The band of each of $count rows of R values in rows ([i][r]) to rowBands ([i][median, p10, p90]),
  ;; two rows at a time (an odd last one with itself): a run's daily indicators, once it is over.
  (func (export "bandsOfRows") (param $count i32) (param $R i32)
    (local $i i32) (local $j i32) (local $rowB i32)
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $j (select (i32.add (local.get $i) (i32.const 1)) (local.get $i) (i32.lt_u (i32.add (local.get $i) (i32.const 1)) (local.get $count))))
        (call $bandsOfTwo
          (i32.add (global.get $rows) (i32.mul (local.get $i) (local.get $rowB)))
          (i32.add (global.get $rows) (i32.mul (local.get $j) (local.get $rowB)))
          (local.get $R)
          (i32.add (global.get $rowBands) (i32.mul (local.get $i) (i32.const 24)))
          (i32.add (global.get $rowBands) (i32.mul (local.get $j) (i32.const 24))))
        (local.set $i (i32.add (local.get $i) (i32.const 2)))
        (br $row))))

  ;; Each of the first $count rows of R values (rows[i R + r]) in ascending order, in place, two rows
  ;; at a time (an odd last one with itself): a pool part's day of series, for the merge's sorted runs.
  (func (export "sortRows") (param $count i32) (param $R i32)
    (local $i i32) (local $k i32) (local $a i32) (local $b i32) (local $rowB i32) (local $s i32)
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (local.set $s (global.get $scratch))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $a (i32.add (global.get $rows) (i32.mul (local.get $i) (local.get $rowB))))
        (local.set $b (select (i32.add (local.get $a) (local.get $rowB)) (local.get $a) (i32.lt_u (i32.add (local.get $i) (i32.const 1)) (local.get $count))))
        (call $sortTwo (local.get $a) (local.get $b) (local.get $R))
        (local.set $k (i32.const 0))
        (block $copied
          (loop $copy
            (br_if $copied (i32.ge_u (local.get $k) (local.get $R)))
            (f64.store (i32.add (local.get $a) (i32.shl (local.get $k) (i32.const 3))) (f64.load (i32.add (local.get $s) (i32.shl (local.get $k) (i32.const 4)))))
            (f64.store (i32.add (local.get $b) (i32.shl (local.get $k) (i32.const 3))) (f64.load offset=8 (i32.add (local.get $s) (i32.shl (local.get $k) (i32.const 4)))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $copy)))
        (local.set $i (i32.add (local.get $i) (i32.const 2)))
        (br $row))))

  ;; One day of every active person, all replicates (fast.ts's mood loop before): the day's
  ;; accumulators from the start-of-day mood, then (unless it is the last day) the mood update
  ;;   mood = clampSigned(m + moodReturn (goal - m) + moodContagion contagion / (1 + w) + shock)
  ;;   goal = baseMood + managerToMood influence + moodClimate climate / (1 + w)
  ;; Two replicates at a time. actorAll and actorScene are [k][i R + r] (power, support, mood), so
  ;; their sums are added two lanes at once; actorSharedAll and actorSharedScene hold the integration and day
  ;; sums, the same for every replicate; fast.ts lays all of them out as the raw result's [(i R + r) 5 + k].
  (func (export "actorsOfDay") (param $t i32) (param $R i32) (param $n i32) (param $activeCount i32) (param $last i32) (param $scene i32)
    (param $moodGoalShift f64) (param $mShock f64) (param $moodToPower f64) (param $moodClimate f64) (param $moodReturn f64)
    (param $moodContagion f64) (param $sqrt12 f64)
    (local $k i32) (local $i i32) (local $w f64) (local $wV v128) (local $onePlusW v128) (local $integration f64) (local $base v128)
    (local $key v128) (local $p0 v128) (local $rowB i32) (local $iR i32) (local $o i32) (local $o2 i32) (local $end i32)
    (local $m v128) (local $cl v128) (local $pw v128) (local $support v128) (local $h v128) (local $x v128) (local $addr i32)
    (local $mS f64) (local $clS f64) (local $pwS f64) (local $supportS f64) (local $xS f64)
    (local $shockUnit f64) (local $nRB i32)
    (local.set $shockUnit (f64.mul (local.get $sqrt12) (f64.const 0x1p-32)))
    ;; the bytes between two rows of actorAll (the people's sums of one kind)
    (local.set $nRB (i32.mul (local.get $n) (i32.shl (local.get $R) (i32.const 3))))
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (local.set $end (local.get $rowB))
    (local.set $o2 (i32.shl (i32.and (local.get $R) (i32.const -2)) (i32.const 3)))
    (block $people
      (loop $person
        (br_if $people (i32.ge_u (local.get $k) (local.get $activeCount)))
        (local.set $i (i32.load (i32.add (global.get $activeList) (i32.shl (local.get $k) (i32.const 2)))))
        (local.set $w (f64.load (i32.add (global.get $W) (i32.shl (local.get $i) (i32.const 3)))))
        (local.set $wV (f64x2.splat (local.get $w)))
        (local.set $onePlusW (f64x2.splat (f64.add (f64.const 1) (local.get $w))))
        ;; integration = (100 w) / (1 + w)
        (local.set $integration (f64.div (f64.mul (f64.const 100) (local.get $w)) (f64.add (f64.const 1) (local.get $w))))
        ;; every replicate adds the same integration and the same day: summed once, for all of them
        (call $sharedSums (i32.add (global.get $actorSharedAll) (i32.shl (local.get $i) (i32.const 4))) (local.get $integration))
        (if (local.get $scene) (then (call $sharedSums (i32.add (global.get $actorSharedScene) (i32.shl (local.get $i) (i32.const 4))) (local.get $integration))))
        (local.set $base (f64x2.splat (f64.add (f64.load (i32.add (global.get $baseMood) (i32.shl (local.get $i) (i32.const 3)))) (local.get $moodGoalShift))))
        (local.set $key (i32x4.splat (i32.load (i32.add (global.get $actorKey) (i32.shl (local.get $i) (i32.const 2))))))
        (local.set $p0 (f64x2.splat (f64.load (i32.add (global.get $power0) (i32.shl (local.get $i) (i32.const 3))))))
        (if (i32.eqz (local.get $last))
          (then (i32.store (i32.add (global.get $moodUpdatedOn) (i32.shl (local.get $i) (i32.const 2))) (local.get $t))))
        (local.set $iR (i32.mul (local.get $i) (local.get $rowB)))
        (local.set $o (i32.const 0))
        (block $pairsDone
          (loop $two
            (br_if $pairsDone (i32.ge_u (local.get $o) (local.get $o2)))
            (local.set $m (v128.load (i32.add (i32.add (global.get $mood) (local.get $iR)) (local.get $o))))
            (local.set $cl (v128.load (i32.add (i32.add (global.get $climate) (local.get $iR)) (local.get $o))))
            ;; atmosphereAcc[r] += m
            (local.set $addr (i32.add (global.get $atmosphereAcc) (local.get $o)))
            (v128.store (local.get $addr) (f64x2.add (v128.load (local.get $addr)) (local.get $m)))
            ;; pw = clampPercent(power0 (1 + m / moodToPower)); support = w > 0 ? climate / w : 0
            (local.set $pw (f64x2.mul (local.get $p0) (f64x2.add (v128.const f64x2 1 1) (f64x2.div (local.get $m) (f64x2.splat (local.get $moodToPower))))))
            (local.set $pw (f64x2.pmax (f64x2.pmin (local.get $pw) (v128.const f64x2 100 100)) (v128.const f64x2 0 0)))
            (local.set $support
              (if (result v128) (f64.gt (local.get $w) (f64.const 0))
                (then (f64x2.div (local.get $cl) (local.get $wV)))
                (else (v128.const f64x2 0 0))))
            ;; actorAll (and on scene days actorScene) += pw, support, m, both lanes
            (call $sums2 (i32.add (i32.add (global.get $actorAll) (local.get $iR)) (local.get $o)) (local.get $nRB) (local.get $pw) (local.get $support) (local.get $m))
            (if (local.get $scene)
              (then (call $sums2 (i32.add (i32.add (global.get $actorScene) (local.get $iR)) (local.get $o)) (local.get $nRB) (local.get $pw) (local.get $support) (local.get $m))))
            (if (i32.eqz (local.get $last))
              (then
                ;; the shock: mix32(baseM[r] ^ key), lanes 0-1
                (local.set $h (v128.xor (v128.load64_zero (i32.add (global.get $baseM) (i32.shr_u (local.get $o) (i32.const 1)))) (local.get $key)))
                (local.set $h (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 16))))
                (local.set $h (i32x4.mul (local.get $h) (v128.const i32x4 0x85ebca6b 0x85ebca6b 0x85ebca6b 0x85ebca6b)))
                (local.set $h (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 13))))
                (local.set $h (i32x4.mul (local.get $h) (v128.const i32x4 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35 0xc2b2ae35)))
                ;; and its top bit flipped, for the shock's uniform as $uniform1 takes it
                (local.set $h (v128.xor (v128.xor (local.get $h) (i32x4.shr_u (local.get $h) (i32.const 16))) (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000)))
                (local.set $x
                  (f64x2.add
                    (f64x2.add
                      (f64x2.add (local.get $m)
                        (f64x2.mul (f64x2.splat (local.get $moodReturn))
                          (f64x2.sub
                            (f64x2.add (local.get $base) (f64x2.div (f64x2.mul (f64x2.splat (local.get $moodClimate)) (local.get $cl)) (local.get $onePlusW)))
                            (local.get $m))))
                      (f64x2.div
                        (f64x2.mul (f64x2.splat (local.get $moodContagion)) (v128.load (i32.add (i32.add (global.get $contagion) (local.get $iR)) (local.get $o))))
                        (local.get $onePlusW)))
                    (f64x2.mul (f64x2.splat (local.get $mShock)) (f64x2.mul (f64x2.convert_low_i32x4_s (local.get $h)) (f64x2.splat (local.get $shockUnit))))))
                (v128.store (i32.add (i32.add (global.get $mood) (local.get $iR)) (local.get $o))
                  (f64x2.pmax (f64x2.pmin (local.get $x) (v128.const f64x2 100 100)) (v128.const f64x2 -100 -100)))))
            (local.set $o (i32.add (local.get $o) (i32.const 16)))
            (br $two)))
        ;; the last replicate of an odd count, the same in scalars
        (if (i32.lt_u (local.get $o) (local.get $end))
          (then
            (local.set $mS (f64.load (i32.add (i32.add (global.get $mood) (local.get $iR)) (local.get $o))))
            (local.set $clS (f64.load (i32.add (i32.add (global.get $climate) (local.get $iR)) (local.get $o))))
            (local.set $addr (i32.add (global.get $atmosphereAcc) (local.get $o)))
            (f64.store (local.get $addr) (f64.add (f64.load (local.get $addr)) (local.get $mS)))
            (local.set $pwS (f64.mul (f64x2.extract_lane 0 (local.get $p0)) (f64.add (f64.const 1) (f64.div (local.get $mS) (local.get $moodToPower)))))
            (local.set $pwS
              (if (result f64) (f64.lt (local.get $pwS) (f64.const 0)) (then (f64.const 0))
                (else (if (result f64) (f64.gt (local.get $pwS) (f64.const 100)) (then (f64.const 100)) (else (local.get $pwS))))))
            (local.set $supportS (if (result f64) (f64.gt (local.get $w) (f64.const 0)) (then (f64.div (local.get $clS) (local.get $w))) (else (f64.const 0))))
            (call $sums1 (i32.add (i32.add (global.get $actorAll) (local.get $iR)) (local.get $o)) (local.get $nRB) (local.get $pwS) (local.get $supportS) (local.get $mS))
            (if (local.get $scene)
              (then (call $sums1 (i32.add (i32.add (global.get $actorScene) (local.get $iR)) (local.get $o)) (local.get $nRB) (local.get $pwS) (local.get $supportS) (local.get $mS))))
            (if (i32.eqz (local.get $last))
              (then
                (local.set $xS
                  (f64.add
                    (f64.add
                      (f64.add (local.get $mS)
                        (f64.mul (local.get $moodReturn)
                          (f64.sub
                            (f64.add (f64x2.extract_lane 0 (local.get $base)) (f64.div (f64.mul (local.get $moodClimate) (local.get $clS)) (f64.add (f64.const 1) (local.get $w))))
                            (local.get $mS))))
                      (f64.div
                        (f64.mul (local.get $moodContagion) (f64.load (i32.add (i32.add (global.get $contagion) (local.get $iR)) (local.get $o))))
                        (f64.add (f64.const 1) (local.get $w))))
                    (f64.mul (local.get $mShock)
                      (call $uniform1 (call $mix1 (i32.xor (i32.load (i32.add (global.get $baseM) (i32.shr_u (local.get $o) (i32.const 1))))
                        (i32x4.extract_lane 0 (local.get $key)))) (local.get $shockUnit)))))
                (f64.store (i32.add (i32.add (global.get $mood) (local.get $iR)) (local.get $o))
                  (if (result f64) (f64.lt (local.get $xS) (f64.const -100)) (then (f64.const -100))
                    (else (if (result f64) (f64.gt (local.get $xS) (f64.const 100)) (then (f64.const 100)) (else (local.get $xS))))))))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $person))))

  ;; Two replicates' sums at $at (of actorAll or actorScene, [k][i R + r]): += pw, support, m, rows $stride bytes apart.
  (func $sums2 (param $at i32) (param $stride i32) (param $pw v128) (param $support v128) (param $m v128)
    (v128.store (local.get $at) (f64x2.add (v128.load (local.get $at)) (local.get $pw)))
    (local.set $at (i32.add (local.get $at) (local.get $stride)))
    (v128.store (local.get $at) (f64x2.add (v128.load (local.get $at)) (local.get $support)))
    (local.set $at (i32.add (local.get $at) (local.get $stride)))
    (v128.store (local.get $at) (f64x2.add (v128.load (local.get $at)) (local.get $m))))

  ;; The same for one replicate.
  (func $sums1 (param $at i32) (param $stride i32) (param $pw f64) (param $support f64) (param $m f64)
    (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $pw)))
    (local.set $at (i32.add (local.get $at) (local.get $stride)))
    (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $support)))
    (local.set $at (i32.add (local.get $at) (local.get $stride)))
    (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $m))))

  ;; One person's sums shared by every replicate (actorSharedAll or actorSharedScene, [i][2]): += integration, 1.
  (func $sharedSums (param $at i32) (param $integration f64)
    (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $integration)))
    (f64.store offset=8 (local.get $at) (f64.add (f64.load offset=8 (local.get $at)) (f64.const 1))))

  ;; After the last day: every pair's mean over the scene days, its held days settled, divided by
  ;; the number of scene days.
  (func (export "settleMeans") (param $T i32) (param $R i32) (param $S i32) (param $P i32) (param $sceneDays f64)
    (local $p i32) (local $rowB i32) (local $pAB i32) (local $pm i32) (local $o i32) (local $a i32)
    (local.set $rowB (i32.shl (local.get $R) (i32.const 3)))
    (block $done
      (loop $pair
        (br_if $done (i32.ge_u (local.get $p) (local.get $P)))
        (local.set $pAB (i32.add (global.get $att) (i32.mul (i32.shl (local.get $p) (i32.const 1)) (local.get $rowB))))
        (local.set $pm (i32.add (global.get $pairMean) (i32.mul (local.get $p) (local.get $rowB))))
        (call $settle (local.get $pAB) (i32.add (local.get $pAB) (local.get $rowB)) (local.get $pm) (local.get $R) (local.get $S)
          (i32.load (i32.add (global.get $heldSince) (i32.shl (local.get $p) (i32.const 2)))) (local.get $T))
        (local.set $o (i32.const 0))
        (block $divided
          (loop $r
            (br_if $divided (i32.ge_u (local.get $o) (local.get $rowB)))
            (local.set $a (i32.add (local.get $pm) (local.get $o)))
            (f64.store (local.get $a) (f64.div (f64.load (local.get $a)) (local.get $sceneDays)))
            (local.set $o (i32.add (local.get $o) (i32.const 8)))
            (br $r)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $pair))))
)
