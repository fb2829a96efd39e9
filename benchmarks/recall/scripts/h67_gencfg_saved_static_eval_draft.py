# classes: 6 2
"""The latency study saved its tuned GenerationConfig (static cache) with the results;
the quality eval reloads it and adds speculative decoding with a draft."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"
results_dir = tempfile.mkdtemp(prefix="latency-")

# --- latency study (earlier) ---
tuned = GenerationConfig(max_new_tokens=6, do_sample=False, cache_implementation="static")
tuned.save_pretrained(results_dir)

# --- quality eval ---
tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
gen_cfg = GenerationConfig.from_pretrained(results_dir)
gen_cfg.pad_token_id = tok.eos_token_id

for prompt in ["Translate to French: cat", "Translate to French: dog"]:
    enc = tok(prompt, return_tensors="pt")
    out = target.generate(**enc, generation_config=gen_cfg, assistant_model=draft)
    print(tok.decode(out[0], skip_special_tokens=True))
