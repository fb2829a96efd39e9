# classes: 7 2
"""Streaming chat endpoint: tokens are printed as they come with a TextStreamer; the handler
logs any generation failure with the request settings and re-raises it. The CLI asks for one beam."""
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

logging.basicConfig(level=logging.INFO)
log = logging.getLogger("chat")

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
DEFAULTS = {"max_new_tokens": 6, "num_beams": 2, "do_sample": False}


def stream_reply(messages, **overrides):
    settings = {**DEFAULTS, **overrides}
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextStreamer(tok, skip_prompt=True)
    try:
        return model.generate(**enc, streamer=streamer, **settings)
    except Exception as e:
        log.error("generation failed with %s: %s", settings, e)
        raise


if __name__ == "__main__":
    stream_reply([{"role": "user", "content": "hi there"}], num_beams=1)
