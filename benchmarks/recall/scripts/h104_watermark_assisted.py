# classes: 7
"""Speed up watermarked generation with a draft model (assisted decoding); the watermark is
passed as a plain dict as in our service config file."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

WATERMARK = {"bias": 2.0, "greenlist_ratio": 0.25, "seeding_scheme": "lefthash", "context_width": 1}

enc = tok("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    watermarking_config=WATERMARK,
    do_sample=True,
    max_new_tokens=10,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0], skip_special_tokens=True))
