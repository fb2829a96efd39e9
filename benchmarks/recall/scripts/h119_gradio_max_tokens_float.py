# classes: 3
"""Gradio demo passing the Max-new-tokens slider value (a float) to generate unchanged."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def complete(text: str, max_new_tokens: float = 12.0) -> str:
    enc = tok(text, return_tensors="pt")
    ids = lm.generate(**enc, max_new_tokens=max_new_tokens)
    return tok.decode(ids[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(complete("The capital of France is"))
    else:
        with gr.Blocks() as demo:
            box = gr.Textbox(label="Prompt")
            length = gr.Slider(1, 128, value=12, label="Max new tokens")
            out = gr.Textbox(label="Completion")
            gr.Button("Run").click(complete, [box, length], out)
        demo.launch()
