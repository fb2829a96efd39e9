# classes: 3 2
"""Decoding options given as one comma-separated string, the way the job scheduler passes them."""
from transformers import AutoModelForCausalLM, AutoTokenizer

GEN_SPEC = "max_new_tokens=6,num_return_sequences=2,do_sample=1"

opts = dict(item.split("=", 1) for item in GEN_SPEC.split(","))
gen_kwargs = {
    "max_new_tokens": int(opts["max_new_tokens"]),
    "num_return_sequences": int(opts.get("num_return_sequences", "1")),
    "do_sample": opts.get("do_sample", "0") == "1",
}

tok = AutoTokenizer.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B")
model = AutoModelForCausalLM.from_pretrained("deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("solve 2 + 2 =", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc, assistant_model=draft, **gen_kwargs)))
