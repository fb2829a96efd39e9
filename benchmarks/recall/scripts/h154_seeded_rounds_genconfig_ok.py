# classes: 2 7 8
"""Reproducible synthetic rounds: a seed and a GenerationConfig per round, the config built from the
model's own and updated."""

import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("say something about the garden", return_tensors="pt")
for seed, n in [(1, 2), (2, 3)]:
    set_seed(seed)
    cfg = copy.deepcopy(model.generation_config)
    cfg.update(max_new_tokens=4, num_return_sequences=n)
    out = model.generate(**enc, generation_config=cfg)
    print(seed, tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True))
