# classes: 3 2
"""Evaluation runner configured by a small per-task config (as it would come from YAML):
defaults for every task, overridden per task. Prompt lookup is the decoding strategy."""
from dataclasses import dataclass, field, fields

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenArgs:
    max_new_tokens: int = 8
    use_cache: bool = True
    prompt_lookup_num_tokens: int = 3
    do_sample: bool = False


@dataclass
class TaskConfig:
    name: str
    prompt: str
    gen: GenArgs = field(default_factory=GenArgs)


RAW_TASKS = [
    {"name": "extractive_qa", "prompt": "Context: Paris is the capital of France. Q: capital of France? A:"},
    {"name": "low_memory", "prompt": "Translate to French: good morning", "gen": {"use_cache": False}},
]


def parse(raw):
    gen_fields = {f.name for f in fields(GenArgs)}
    gen = GenArgs(**{k: v for k, v in raw.get("gen", {}).items() if k in gen_fields})
    return TaskConfig(name=raw["name"], prompt=raw["prompt"], gen=gen)


def main():
    tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
    model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
    for task in map(parse, RAW_TASKS):
        enc = tok(task.prompt, return_tensors="pt")
        out = model.generate(**enc, **vars(task.gen), pad_token_id=tok.eos_token_id)
        print(task.name, "->", tok.decode(out[0, enc["input_ids"].shape[1]:]))


if __name__ == "__main__":
    main()
