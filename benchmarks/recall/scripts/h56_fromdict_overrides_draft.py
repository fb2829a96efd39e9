# classes: 2 3
# Ablation of the draft's settings: each row overrides the shared base config.
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

target_name = "Qwen/Qwen2.5-3B-Instruct"
tok = AutoTokenizer.from_pretrained(target_name)
target = AutoModelForCausalLM.from_pretrained(target_name)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

base = GenerationConfig(max_new_tokens=4, pad_token_id=tok.eos_token_id)
ABLATIONS = [
    ("k=2", {"num_assistant_tokens": 2}),
    ("k=6-heuristic", {"num_assistant_tokens": 6, "num_assistant_tokens_schedule": "heuristic"}),
    ("no-kv", {"use_cache": False}),
]

enc = tok("Translate to French: good night", return_tensors="pt")
for tag, override in ABLATIONS:
    cfg = GenerationConfig.from_dict({**base.to_dict(), **copy.deepcopy(override)})
    out = target.generate(**enc, generation_config=cfg, assistant_model=draft)
    print(tag, out.shape[1])
