# classes: 2
"""Peak-memory friendly prefill: sweep prefill_chunk_size for a long prompt."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL).eval()
long_prompt = " ".join(["the quick brown fox jumps over the lazy dog"] * 12)
enc = tok(long_prompt, return_tensors="pt")
print("prompt tokens:", enc.input_ids.shape[1])

for chunk in (None, 16, 32, 64):
    extra = {} if chunk is None else {"prefill_chunk_size": chunk}
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=6, do_sample=False, **extra)
    print(f"chunk={chunk}: {time.perf_counter() - t0:.3f}s -> {out.shape}")
