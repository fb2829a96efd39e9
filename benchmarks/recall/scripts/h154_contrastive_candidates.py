# classes: 8
"""Less degenerate synthetic continuations with contrastive search (penalty_alpha and top_k)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

enc = tok("the story of the king", return_tensors="pt")
out = model.generate(**enc, penalty_alpha=0.6, top_k=4, max_new_tokens=5, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0], skip_special_tokens=True))
