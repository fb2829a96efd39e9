# classes: 3 6
"""Dataclass CLI for speculative decoding: target and draft from the same family (shared
tokenizer), one prompt at a time, greedy."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class Args:
    target: str = field(default="Qwen/Qwen2.5-1.5B-Instruct")
    draft: str = field(default="Qwen/Qwen2.5-0.5B-Instruct")
    max_new_tokens: int = 8
    use_cache: bool = True


def run(args: Args):
    tok = AutoTokenizer.from_pretrained(args.target)
    target = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)
    for p in ["Invent a product name.", "Invent a city name."]:
        enc = tok(p, return_tensors="pt")
        out = target.generate(
            **enc, assistant_model=draft, max_new_tokens=args.max_new_tokens, use_cache=args.use_cache
        )
        print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    (cli,) = HfArgumentParser(Args).parse_args_into_dataclasses()
    run(cli)
