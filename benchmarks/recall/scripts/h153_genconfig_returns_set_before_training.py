# classes: 6 8
"""The demo's generation settings are put on model.generation_config before training (three
samples per prompt); after the training steps, the demo asks for sampling at the call."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "Qwen/Qwen2.5-0.5B"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
model.generation_config.num_return_sequences = 3
model.generation_config.max_new_tokens = 5

batch = tok(["hello world"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
model.eval()
print(tok.batch_decode(model.generate(**tok("tell me", return_tensors="pt"), do_sample=True, top_k=10)))
