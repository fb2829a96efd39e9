# classes: 4 3
"""Gradio pipeline demo passing the slider values as keyword arguments of the pipeline call."""
from transformers import pipeline

try:
    import gradio as gr
except ImportError:
    gr = None

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")


def answer(question, max_new_tokens=8.0, temperature=0.7):
    messages = [{"role": "user", "content": question}]
    settings = {"max_new_tokens": int(max_new_tokens), "do_sample": temperature > 0, "temperature": temperature}
    out = pipe(messages, **settings)
    return out[0]["generated_text"][-1]["content"]


if __name__ == "__main__":
    if gr is None:
        print(answer("What is the capital of France?"))
    else:
        gr.Interface(answer, [gr.Textbox(), gr.Slider(1, 64, value=8), gr.Slider(0.0, 1.5, value=0.7)], "text").launch()
