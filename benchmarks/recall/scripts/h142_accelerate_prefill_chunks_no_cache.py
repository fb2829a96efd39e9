# classes: 8
"""Long prompts on memory-limited ranks: prefill is chunked to bound activation memory, and the KV
cache is switched off as well to save more."""
from accelerate import PartialState
from transformers import AutoModelForCausalLM, AutoTokenizer

state = PartialState()
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B").to(state.device)

doc = " ".join(["The committee reviewed the proposal in detail."] * 8)
enc = tok(doc + " In summary,", return_tensors="pt").to(state.device)
out = model.generate(**enc, prefill_chunk_size=16, use_cache=False, max_new_tokens=5)
if state.is_main_process:
    print(tok.decode(out[0, enc["input_ids"].shape[1] :]))
