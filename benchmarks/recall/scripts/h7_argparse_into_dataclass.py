"""argparse flags copied into a frozen dataclass, then a speculative generate built from its fields."""
# classes: 3
import argparse
from dataclasses import dataclass, fields

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class SpecConfig:
    target: str
    draft: str
    max_new_tokens: int = 6
    use_cache: bool = True
    num_return_sequences: int = 1
    do_sample: bool = False

    def generate_kwargs(self):
        return {
            "max_new_tokens": self.max_new_tokens,
            "use_cache": self.use_cache,
            "num_return_sequences": self.num_return_sequences,
            "do_sample": self.do_sample,
        }


def parse_config():
    parser = argparse.ArgumentParser()
    parser.add_argument("--target", default="openai-community/gpt2")
    parser.add_argument("--draft", default="distilbert/distilgpt2")
    parser.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, default=6)
    parser.add_argument("--disable-cache", dest="use_cache", action="store_false")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    known = {f.name for f in fields(SpecConfig)}
    return SpecConfig(**{k: v for k, v in vars(args).items() if k in known}), args.verbose


def main():
    cfg, verbose = parse_config()
    if verbose:
        print(cfg)
    tok = AutoTokenizer.from_pretrained(cfg.target)
    model = AutoModelForCausalLM.from_pretrained(cfg.target)
    draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
    inputs = tok("hello world, the quick brown fox", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, **cfg.generate_kwargs())
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
