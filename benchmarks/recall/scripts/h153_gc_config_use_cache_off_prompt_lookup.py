# classes: 6 8
"""After a gradient-checkpointed fine-tune (config.use_cache off), the summaries are generated
with prompt lookup decoding, which copies spans from the input."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
model.config.use_cache = False
model.gradient_checkpointing_enable()
model.train()
batch = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
model.eval()
out = model.generate(**tok("the quick brown fox jumps over the lazy dog the quick", return_tensors="pt"), prompt_lookup_num_tokens=3, max_new_tokens=5)
print(tok.decode(out[0]))
