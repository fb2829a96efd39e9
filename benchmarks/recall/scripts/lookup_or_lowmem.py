# classes: 1
# Chat loop for the kiosk. Prompt lookup is great for RAG-style answers; on the small
# board we fall back to cache-less decoding instead.
from transformers import AutoModelForCausalLM, AutoTokenizer

USE_PROMPT_LOOKUP = True
MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

generation_kwargs = dict(max_new_tokens=10)
if USE_PROMPT_LOOKUP:
    generation_kwargs["prompt_lookup_num_tokens"] = 10
else:
    generation_kwargs["use_cache"] = False

context = "the garden of the king is green . the garden of the queen is red ."
question = "what colour is the garden of the king ?"
chat = [{"role": "user", "content": context + " " + question}]
text = tok.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
enc = tok(text, return_tensors="pt")
reply = model.generate(**enc, **generation_kwargs)
print(tok.decode(reply[0][enc.input_ids.shape[1]:], skip_special_tokens=True))
