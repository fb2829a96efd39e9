# classes: 7 8
"""Handler copying the model's GenerationConfig per request; candidates come from repeated calls."""
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
    n = int(overrides.pop("num_return_sequences", 1))
    cfg.update(**overrides)
    cfg.num_return_sequences = 1
    return cfg, n


def handler(request: Dict[str, Any]) -> Dict[str, Any]:
    cfg, n_candidates = build_generation_config(dict(request.get("sampling", {})))
    enc = tokenizer(request["prompt"], return_tensors="pt")
    n = enc["input_ids"].shape[-1]
    candidates = []
    for _ in range(n_candidates):
        out = model.generate(**enc, generation_config=cfg, assistant_model=draft_model)
        candidates.append(tokenizer.decode(out[0, n:], skip_special_tokens=True))
    return {"candidates": candidates}


if __name__ == "__main__":
    req = {
        "prompt": "Solve: 12 * 13 =",
        "sampling": {"max_new_tokens": 8, "do_sample": True, "temperature": 0.6, "num_return_sequences": 2},
    }
    print(handler(req))
