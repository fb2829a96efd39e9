# classes: 6 2
"""Export a copy whose generation_config.json asks for a static cache; reload and time greedy decoding."""
import os
import tempfile
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = "Qwen/Qwen2.5-0.5B-Instruct"
save_dir = os.path.join(tempfile.mkdtemp(), "qwen-static")

model = AutoModelForCausalLM.from_pretrained(BASE)
tokenizer = AutoTokenizer.from_pretrained(BASE)
gen_cfg = GenerationConfig(
    cache_implementation="static",
    max_new_tokens=12,
    do_sample=False,
    eos_token_id=model.config.eos_token_id,
    pad_token_id=tokenizer.pad_token_id,
)
gen_cfg.save_pretrained(save_dir)
model.save_pretrained(save_dir)
tokenizer.save_pretrained(save_dir)

reloaded = AutoModelForCausalLM.from_pretrained(save_dir)
print("cache:", reloaded.generation_config.cache_implementation)
enc = tokenizer(["hello there", "tell me a joke"], return_tensors="pt", padding=True)
for label in ("cold", "warm"):
    t0 = time.perf_counter()
    reloaded.generate(**enc)
    print(label, f"{time.perf_counter() - t0:.3f}s")
