# classes: 5
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

try:
    from transformers import OffloadedCache

    def make_cache():
        return OffloadedCache()
except ImportError:
    def make_cache():
        return DynamicCache()

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
draft_name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
lm = AutoModelForCausalLM.from_pretrained(name)
draft = AutoModelForCausalLM.from_pretrained(draft_name)

prompt = tok("once upon a time there lived a king", return_tensors="pt")
out = lm.generate(**prompt, past_key_values=make_cache(), assistant_model=draft, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
