# classes: 2
"""Per-category generation with counters in a dict: counts[cat] += 1 for each prompt, and the
number of samples per prompt follows the running count (1, then 2)."""
from collections import defaultdict

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
counts = {"news": 0, "story": 0}
samples = defaultdict(list)
for cat, prompt in [("news", "Breaking:"), ("story", "Once upon a time"), ("news", "Markets today")]:
    counts[cat] += 1
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, do_sample=True, num_return_sequences=counts[cat], max_new_tokens=4, pad_token_id=tok.eos_token_id
    )
    samples[cat].extend(tok.batch_decode(out, skip_special_tokens=True))
print({k: len(v) for k, v in samples.items()}, counts)
