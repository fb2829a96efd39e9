# classes: 8
"""Best-of-n answer drafting with sampling: four sampled continuations per question, the
longest one kept."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

N = 4
question = "tell me a story about the king and the queen"
enc = tok(question, return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=6, do_sample=True, top_p=0.9, num_return_sequences=N, pad_token_id=tok.eos_token_id
)
drafts = tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
print(max(drafts, key=len))
