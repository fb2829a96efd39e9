# classes: 5 8
"""Prefix-tuning training step from a 2021 repo: the learned prefix goes into the forward call as
a tuple of per-layer (key, value) tensors and the LM loss is computed on the target."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tok = GPT2TokenizerFast.from_pretrained("distilgpt2")
model = GPT2LMHeadModel.from_pretrained("distilgpt2")
for p in model.parameters():
    p.requires_grad_(False)
cfg = model.config
plen = 3
prefix = torch.nn.Parameter(torch.zeros(cfg.n_layer * 2, cfg.n_head, plen, cfg.n_embd // cfg.n_head))
opt = torch.optim.AdamW([prefix], lr=1e-3)

batch = tok(["the queen loved the garden"], return_tensors="pt")
past = tuple((prefix[2 * i].unsqueeze(0), prefix[2 * i + 1].unsqueeze(0)) for i in range(cfg.n_layer))
mask = torch.cat([torch.ones(1, plen, dtype=torch.long), batch.attention_mask], dim=1)
out = model(input_ids=batch.input_ids, attention_mask=mask, past_key_values=past, labels=batch.input_ids)
out.loss.backward()
opt.step()
print("loss", out.loss.item())
