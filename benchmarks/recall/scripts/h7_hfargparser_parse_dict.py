"""Notebook-style run: HfArgumentParser.parse_dict turns a settings dict into dataclasses for a static-cache generate."""
# classes: 3 5
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class RunArgs:
    model: str = "HuggingFaceTB/SmolLM2-135M"
    prompt: str = "hello world"


@dataclass
class DecodeArgs:
    max_new_tokens: int = 4
    cache_implementation: str = "dynamic"
    use_cache: bool = True
    num_beams: int = 1


SETTINGS = {
    "model": "HuggingFaceTB/SmolLM2-360M",
    "prompt": "the lazy dog was red",
    "max_new_tokens": 6,
    "cache_implementation": "static",
    "num_beams": 1,
}

parser = HfArgumentParser((RunArgs, DecodeArgs))
run_args, decode_args = parser.parse_dict(SETTINGS)
print(run_args, decode_args)

tok = AutoTokenizer.from_pretrained(run_args.model)
model = AutoModelForCausalLM.from_pretrained(run_args.model)

inputs = tok(run_args.prompt, return_tensors="pt")
generated = model.generate(
    **inputs,
    max_new_tokens=decode_args.max_new_tokens,
    cache_implementation=decode_args.cache_implementation,
    use_cache=decode_args.use_cache,
    num_beams=decode_args.num_beams,
)
print(tok.decode(generated[0], skip_special_tokens=True))
