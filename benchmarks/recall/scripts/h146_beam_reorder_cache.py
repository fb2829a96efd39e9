# classes: 5 8
"""Hand-written beam search over GPT-2 adapted from a 2021 research repo: the cache is reordered
after each step by rebuilding the tuple of (key, value) pairs with index_select."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tok = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2").eval()

beams = 3
ids = tok("hello world", return_tensors="pt").input_ids.repeat(beams, 1)
scores = torch.zeros(beams)
past = None
step_ids = ids
with torch.no_grad():
    for _ in range(5):
        out = model(step_ids, past_key_values=past, use_cache=True)
        logp = torch.log_softmax(out.logits[:, -1, :], dim=-1)
        cand = (scores[:, None] + logp).view(-1)
        top = torch.topk(cand, beams)
        beam_idx = top.indices // logp.shape[-1]
        token = top.indices % logp.shape[-1]
        scores = top.values
        past = tuple(
            tuple(p.index_select(0, beam_idx) for p in layer) for layer in out.past_key_values
        )
        ids = torch.cat([ids[beam_idx], token[:, None]], dim=-1)
        step_ids = token[:, None]
print(tok.decode(ids[0]))
