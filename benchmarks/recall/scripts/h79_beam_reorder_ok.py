# classes: 5 8
"""A hand-written beam step: after a forward pass over two beams, the cache is reordered to
follow the surviving beams with the cache's own reorder_cache (no unpacking of layers)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

beams = tokenizer(["The weather today is", "The weather today is"], return_tensors="pt")
with torch.no_grad():
    out = model(**beams, use_cache=True)

scores = out.logits[:, -1].log_softmax(-1)
best = scores.max(-1)
beam_idx = torch.tensor([int(best.values.argmax()), int(best.values.argmax())])
cache = out.past_key_values
cache.reorder_cache(beam_idx)
next_tokens = best.indices[beam_idx].unsqueeze(-1)
with torch.no_grad():
    step = model(input_ids=next_tokens, past_key_values=cache, use_cache=True)
print("cached:", cache.get_seq_length(), "next:", tokenizer.batch_decode(step.logits[:, -1].argmax(-1)))
