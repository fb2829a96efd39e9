# classes: 4 7
"""Pipeline factory: settings come from a SimpleNamespace built out of a nested dict."""
from types import SimpleNamespace

from transformers import AutoModelForCausalLM, pipeline

CONFIG = {
    "model": "Qwen/Qwen2.5-1.5B-Instruct",
    "draft": "Qwen/Qwen2.5-0.5B-Instruct",
    "runtime": {"batch_size": 2, "max_new_tokens": 8},
}


def to_namespace(d):
    return SimpleNamespace(**{k: to_namespace(v) if isinstance(v, dict) else v for k, v in d.items()})


cfg = to_namespace(CONFIG)
generator = pipeline(
    "text-generation",
    model=cfg.model,
    assistant_model=AutoModelForCausalLM.from_pretrained(cfg.draft),
    batch_size=cfg.runtime.batch_size,
)
generator.tokenizer.padding_side = "left"

prompts = ["Write a haiku about tea.", "Write a haiku about rain.", "Write a haiku about snow."]
for result in generator(prompts, max_new_tokens=cfg.runtime.max_new_tokens, do_sample=False):
    print(result[0]["generated_text"])
