# classes: 9
"""Forum question "TextStreamer only supports batch size 1?": a batch of two prompts streamed."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

prompts = ["Hello, my dog is", "The stock market today"]
enc = tok(prompts, return_tensors="pt", padding=True)
streamer = TextStreamer(tok)
_ = model.generate(**enc, streamer=streamer, max_new_tokens=5, pad_token_id=tok.eos_token_id)
