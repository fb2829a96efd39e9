# classes: 6 8
"""After a short fine-tune, the model is saved and its generation_config.json edited to ask for
the static cache; the reloaded model generates."""
import json
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
CACHE_KIND = "static"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["one two three four five"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
save_dir = tempfile.mkdtemp()
model.save_pretrained(save_dir)
cfg_path = os.path.join(save_dir, "generation_config.json")
cfg = json.load(open(cfg_path))
cfg["cache_implementation"] = CACHE_KIND
cfg["max_new_tokens"] = 4
json.dump(cfg, open(cfg_path, "w"))

reloaded = AutoModelForCausalLM.from_pretrained(save_dir)
print(reloaded.generate(**tok("one two", return_tensors="pt")))
