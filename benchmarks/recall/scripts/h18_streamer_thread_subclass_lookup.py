# classes: 7 5
"""Gradio-style streaming (low-memory mode): a Thread subclass runs generate into a TextIteratorStreamer and the UI
thread re-raises whatever the generator thread hit."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-7B-Instruct")


class StreamingGeneration(threading.Thread):
    def __init__(self, inputs, streamer, **kwargs):
        super().__init__()
        self.inputs, self.streamer, self.kwargs = inputs, streamer, kwargs
        self.error = None

    def run(self):
        try:
            model.generate(**self.inputs, streamer=self.streamer, **self.kwargs)
        except Exception as err:
            self.error = err
            self.streamer.end()


def respond(message, prompt_lookup=4):
    enc = tok.apply_chat_template([{"role": "user", "content": message}], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True)
    gen = StreamingGeneration(enc, streamer, max_new_tokens=6, prompt_lookup_num_tokens=prompt_lookup, use_cache=False)
    gen.start()
    partial = ""
    for chunk in streamer:
        partial += chunk
    gen.join()
    if gen.error:
        raise gen.error
    return partial


if __name__ == "__main__":
    print(respond("write a python function that adds two numbers"))
