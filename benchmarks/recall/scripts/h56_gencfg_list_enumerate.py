# classes: 2
# Latency table for a few decoding configs, each with the draft model attached.
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")

configs = [
    GenerationConfig(max_new_tokens=4),
    GenerationConfig(max_new_tokens=4, num_assistant_tokens=8),
    GenerationConfig(max_new_tokens=4, cache_implementation="static"),
]

enc = tok("Summarise: the meeting moved to Tuesday.", return_tensors="pt")
for i, gc in enumerate(configs):
    gc.pad_token_id = tok.eos_token_id
    out = model.generate(**enc, generation_config=gc, assistant_model=draft)
    print(i, out.shape)
