# classes: 6 8
"""The draft model is distilled for a couple of steps and saved with a static cache in its
generation config (it was also exported); later it drafts for the 360M model."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
batch = tok(["tell me a story about cats"], return_tensors="pt")
opt = torch.optim.AdamW(draft.parameters(), lr=1e-4)
for _ in range(2):
    draft(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
draft.generation_config.cache_implementation = "static"
draft_dir = tempfile.mkdtemp()
draft.save_pretrained(draft_dir)

main = AutoModelForCausalLM.from_pretrained(MAIN).eval()
assistant = AutoModelForCausalLM.from_pretrained(draft_dir).eval()
print(tok.decode(main.generate(**tok("tell me", return_tensors="pt"), assistant_model=assistant, max_new_tokens=5)[0]))
