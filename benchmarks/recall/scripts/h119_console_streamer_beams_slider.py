# classes: 3
"""Chat demo with a console preview: a TextStreamer echoes tokens while the Beams slider sits at 2."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
console = TextStreamer(tok, skip_prompt=True)


def chat(message, history, num_beams=2, max_new_tokens=10):
    messages = [{"role": "system", "content": "You are helpful."}]
    for user, bot in history:
        messages += [{"role": "user", "content": user}, {"role": "assistant", "content": bot}]
    messages.append({"role": "user", "content": message})
    ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**ids, num_beams=int(num_beams), max_new_tokens=int(max_new_tokens), streamer=console)
    return tok.decode(out[0][ids["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(chat("hi there", [("hello", "hi, how can I help?")]))
    else:
        gr.ChatInterface(chat, additional_inputs=[gr.Slider(1, 4, value=2, step=1), gr.Slider(1, 64, value=10)]).launch()
