# classes: 3 9
"""tyro CLI over a settings dataclass for drawing candidates with beam search; the default return
count equals the default beam width."""
from dataclasses import dataclass

import tyro
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Args:
    checkpoint: str = "Qwen/Qwen2.5-0.5B"
    num_beams: int = 2
    num_return_sequences: int = 2
    max_new_tokens: int = 4


def main(args: Args) -> None:
    tok = AutoTokenizer.from_pretrained(args.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
    enc = tok("A good name for a cat is", return_tensors="pt")
    out = model.generate(
        **enc, num_beams=args.num_beams, num_return_sequences=args.num_return_sequences, max_new_tokens=args.max_new_tokens
    )
    for line in tok.batch_decode(out, skip_special_tokens=True):
        print(line)


if __name__ == "__main__":
    main(tyro.cli(Args, args=[]))
