# classes: 3 6
"""Dataclass CLI for speculative decoding on a synthetic-data job: the draft model is the
smallest local checkpoint on hand. Run with no arguments it takes the defaults."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class JobArgs:
    target_model: str = field(default="Qwen/Qwen2.5-1.5B-Instruct")
    draft_model: str = field(default="HuggingFaceTB/SmolLM2-135M-Instruct")
    max_new_tokens: int = field(default=10)
    num_prompts: int = field(default=2)


def main():
    (args,) = HfArgumentParser(JobArgs).parse_args_into_dataclasses()
    tok = AutoTokenizer.from_pretrained(args.target_model)
    target = AutoModelForCausalLM.from_pretrained(args.target_model)
    draft = AutoModelForCausalLM.from_pretrained(args.draft_model)
    prompts = ["Invent a product name.", "Invent a city name.", "Invent a band name."][: args.num_prompts]
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = target.generate(**enc, assistant_model=draft, max_new_tokens=args.max_new_tokens)
        print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
