# classes: 4
"""Batched chat with a draft set through the pipeline's model generation config object."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(name, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(name)
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

gen_cfg = GenerationConfig(max_new_tokens=4, do_sample=False, pad_token_id=tok.eos_token_id)
chat = pipeline("text-generation", model=model, tokenizer=tok, assistant_model=draft, batch_size=2)
chat.model.generation_config = gen_cfg

conversations = [
    [{"role": "user", "content": "Hi!"}],
    [{"role": "user", "content": "What is 2+2?"}],
    [{"role": "user", "content": "Name a planet."}],
]
for reply in chat(conversations):
    print(reply[0]["generated_text"][-1]["content"])
