# classes: 2 8
# Compare greedy and beam search for a code model; several candidates per prompt.
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
lm = AutoModelForCausalLM.from_pretrained(name)

base = GenerationConfig.from_model_config(lm.config)
base.max_new_tokens = 4
base.pad_token_id = tokenizer.eos_token_id

SETTINGS = {
    "beam4": dict(num_beams=4, num_return_sequences=3),
    "greedy": dict(num_return_sequences=3),
}

batch = tokenizer(["def add(a, b):"], return_tensors="pt")
for label, overrides in SETTINGS.items():
    cfg = GenerationConfig.from_dict({**base.to_dict(), **overrides})
    seqs = lm.generate(**batch, generation_config=cfg)
    print(label, seqs.shape[0])
