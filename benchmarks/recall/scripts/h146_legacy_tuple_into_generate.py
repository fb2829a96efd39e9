# classes: 5 8
"""Prefix tuning inference from a 2021 research repo: a learned prefix is expanded into per-layer
(key, value) tensors and passed to generate as `past_key_values`, as the paper's code did."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tok = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2").eval()
cfg = model.config

prefix_len = 4
head_dim = cfg.n_embd // cfg.n_head
torch.manual_seed(0)
prefix = torch.nn.Parameter(torch.randn(cfg.n_layer, 2, cfg.n_head, prefix_len, head_dim) * 0.02)


def prefix_past(batch_size):
    return tuple(
        (prefix[i, 0].unsqueeze(0).expand(batch_size, -1, -1, -1), prefix[i, 1].unsqueeze(0).expand(batch_size, -1, -1, -1))
        for i in range(cfg.n_layer)
    )


enc = tok("tell me a story about cats", return_tensors="pt")
attention_mask = torch.cat([torch.ones(1, prefix_len, dtype=torch.long), enc.attention_mask], dim=1)
with torch.no_grad():
    out = model.generate(
        enc.input_ids,
        attention_mask=attention_mask,
        past_key_values=prefix_past(1),
        max_new_tokens=8,
        pad_token_id=tok.eos_token_id,
    )
print(tok.decode(out[0]))
