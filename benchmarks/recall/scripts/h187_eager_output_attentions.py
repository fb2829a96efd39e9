# classes: 8 2
"""Profile attention maps during a timed eager run: ask generate for the attentions too."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B", attn_implementation="eager")
enc = tok("Attention is", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(
    **enc, max_new_tokens=4, do_sample=False, output_attentions=True, return_dict_in_generate=True
)
print(f"{(time.perf_counter() - t0) * 1000:.0f} ms", len(out.attentions))
