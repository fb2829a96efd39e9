# classes: 3
"""Gradio ChatInterface handler streaming with TextIteratorStreamer in a Thread; slider values cast."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def predict(message, history, temperature=0.7, top_p=0.9, max_new_tokens=12.0, sample=True):
    messages = list(history) + [{"role": "user", "content": message}]
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True, timeout=60)
    kwargs = dict(
        inputs,
        streamer=streamer,
        max_new_tokens=int(max_new_tokens),
        do_sample=sample,
        temperature=float(temperature),
        top_p=float(top_p),
    )
    Thread(target=model.generate, kwargs=kwargs).start()
    partial = ""
    for piece in streamer:
        partial += piece
        yield partial


if __name__ == "__main__":
    if gr is None:
        last = ""
        for last in predict("What is 2+2?", [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]):
            pass
        print(last)
    else:
        gr.ChatInterface(predict, type="messages").launch()
