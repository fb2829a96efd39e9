# classes: 7 8
"""Handler copying the model's GenerationConfig per request and applying the client's fields."""
import copy
from typing import Any, Dict

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B"
DRAFT = "Qwen/Qwen2.5-0.5B"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft_model = AutoModelForCausalLM.from_pretrained(DRAFT)


def build_generation_config(overrides: Dict[str, Any]):
    cfg = copy.deepcopy(model.generation_config)
    unused = cfg.update(**overrides)
    if unused:
        print("ignoring unknown fields:", sorted(unused))
    return cfg


def handler(request: Dict[str, Any]) -> Dict[str, Any]:
    cfg = build_generation_config(request.get("sampling", {}))
    enc = tokenizer(request["prompt"], return_tensors="pt")
    out = model.generate(**enc, generation_config=cfg, assistant_model=draft_model)
    n = enc["input_ids"].shape[-1]
    return {"candidates": [tokenizer.decode(o[n:], skip_special_tokens=True) for o in out]}


if __name__ == "__main__":
    req = {
        "prompt": "Solve: 12 * 13 =",
        "sampling": {"max_new_tokens": 8, "do_sample": True, "temperature": 0.6, "num_return_sequences": 2, "seed": 7},
    }
    print(handler(req))
