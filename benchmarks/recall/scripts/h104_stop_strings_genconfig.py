# classes: 7
"""Put the stop strings into the model's generation config once at start-up so every call
of the chat helper stops at the next turn marker."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

model.generation_config = GenerationConfig(
    max_new_tokens=16,
    do_sample=False,
    stop_strings=["<|eot_id|>", "\nuser"],
    pad_token_id=tokenizer.pad_token_id,
    eos_token_id=tokenizer.eos_token_id,
)


def reply(text: str) -> str:
    enc = tokenizer(text, return_tensors="pt")
    out = model.generate(**enc)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(reply("tell me a story about cats"))
