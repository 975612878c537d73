//! The random-play loop of Nos allocates nothing: dealing a hand and playing it out
//! (the `bench` and `simulate` loop, and random playouts) run on fixed-size lists. This
//! binary counts every allocation with its own global allocator.

use nos::core::chance;
use nos::core::Play;
use nos::games::nos::sim::random_hand;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    // Only the test's own thread counts: the harness allocates on its own threads.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}

fn count() {
    if COUNTING.try_with(Cell::get).unwrap_or(false) {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: passed straight to the system allocator with the caller's layout.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_hands_allocate_nothing() {
    COUNTING.with(|c| c.set(true));
    for n in 3..=5u8 {
        let mut rng = chance::dice(n as u64);
        // The first hands fill the tables worked out once (the games of each set tile).
        for _ in 0..200 {
            random_hand(&mut rng, n).playout(&mut rng);
        }
        let before = ALLOCS.load(Ordering::Relaxed);
        let mut actions = 0;
        for _ in 0..2000 {
            let mut h = random_hand(&mut rng, n);
            actions += h.playout(&mut rng);
            assert!(h.to_act().is_none() && h.chips().len() == n as usize);
        }
        let after = ALLOCS.load(Ordering::Relaxed);
        assert!(actions > 2000);
        assert_eq!(after - before, 0, "{} allocations in 2000 random hands of {n}", after - before);
    }
}
