# classes: 4 3
"""Gradio pipeline demo bundling the slider values into generate_kwargs={...} for a text-generation pipeline."""
from transformers import pipeline

try:
    import gradio as gr
except ImportError:
    gr = None

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")


def answer(question, max_new_tokens=8, temperature=0.7):
    messages = [{"role": "user", "content": question}]
    out = pipe(
        messages,
        generate_kwargs={"max_new_tokens": int(max_new_tokens), "do_sample": True, "temperature": temperature},
    )
    return out[0]["generated_text"][-1]["content"]


if __name__ == "__main__":
    if gr is None:
        print(answer("What is the capital of France?"))
    else:
        gr.Interface(answer, [gr.Textbox(), gr.Slider(1, 64, value=8), gr.Slider(0.1, 1.5, value=0.7)], "text").launch()
