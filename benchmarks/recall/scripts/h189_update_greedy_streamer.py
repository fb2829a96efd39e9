# classes: 9
"""A chat demo that streams tokens to the console; greedy decoding and the length set through
`model.generation_config.update(...)`."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

CKPT = "Qwen/Qwen2-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
model.generation_config.update(num_beams=1, max_new_tokens=5, do_sample=False)
streamer = TextStreamer(tok, skip_prompt=True)


def ask(question):
    msgs = [{"role": "user", "content": question}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    return model.generate(**enc, streamer=streamer)


ask("Name a colour.")
