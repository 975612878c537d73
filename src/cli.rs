//! The command line: play, resume, replay, check, simulate, bench.

use crate::record::check::{check_file, Verdict};
use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(name = "nos", version, about = "Nos, the Dutch domino game, for 3 to 5 players at one terminal")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check record files: replay each through the rules and report every hand.
    ///
    /// Exit 0: all valid; 1: the rules refuse something or an expectation differs;
    /// 2: a file is not a readable record.
    Check {
        /// Record files (JSON, format v1).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play random legal hands and print how they went.
    Simulate {
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        #[arg(long, default_value_t = 1000)]
        hands: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Rank every choice of the seat on set (which double to set, which game) by the
    /// mean chips it wins over many sampled deals.
    Advise {
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        /// The seat's tiles, e.g. 5-5,5-4,4-4,5-1.
        #[arg(long)]
        hand: String,
        /// The set tile, once set.
        #[arg(long)]
        set: Option<String>,
        /// Sampled deals per choice.
        #[arg(long)]
        samples: Option<u32>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play computer seats against each other, rotating seats, and report chips per hand.
    Tournament {
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        #[arg(long, default_value_t = 1000)]
        hands: u64,
        /// One level per seat, e.g. strong,normal,normal,easy.
        #[arg(long)]
        seats: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Measure the engine: random legal hands per second, for 3, 4 and 5 players.
    Bench {
        /// Seconds to run for each player count.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
    },
}

/// Runs the program; returns the exit code.
pub fn main() -> i32 {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Check { files }) => {
            let mut worst = Verdict::Valid;
            for f in &files {
                let (lines, v) = check_file(f);
                for l in lines {
                    if v == Verdict::Valid {
                        println!("{l}");
                    } else {
                        eprintln!("{l}");
                    }
                }
                worst = worst.max(v);
            }
            worst as i32
        }
        Some(Command::Simulate { players, hands, seed }) => {
            let report = crate::sim::simulate(players, hands, seed);
            print!("{report}");
            0
        }
        Some(Command::Bench { seconds }) => {
            for n in 3..=5 {
                let b = crate::sim::bench(n, std::time::Duration::from_secs_f64(seconds));
                println!("{b}");
            }
            0
        }
        Some(Command::Advise { players, hand, set, samples, seed }) => {
            crate::ai::cli::advise(&crate::ai::cli::AdviseArgs { players, hand, set, samples, seed })
        }
        Some(Command::Tournament { players, hands, seats, seed }) => {
            crate::ai::cli::tournament(&crate::ai::cli::TournamentArgs { players, hands, seats, seed })
        }
        None => {
            eprintln!("the terminal game is not built yet; try `nos --help`");
            2
        }
    }
}
