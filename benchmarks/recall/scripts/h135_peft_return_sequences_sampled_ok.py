# classes: 7
"""Collect three sampled candidate completions per prompt from a LoRA model for a reranker."""
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = get_peft_model(
    AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct"),
    LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj"], lora_dropout=0.05),
)
model.eval()
enc = tok("write a story about cats", return_tensors="pt")
candidates = model.generate(**enc, num_return_sequences=3, do_sample=True, top_p=0.9, max_new_tokens=5)
print(tok.batch_decode(candidates, skip_special_tokens=True))
