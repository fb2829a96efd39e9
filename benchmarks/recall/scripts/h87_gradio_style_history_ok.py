# classes: 7 2
"""A Gradio-style chat function (message, history) -> reply, written without gradio: history is a
list of (user, bot) pairs turned into messages; a slider-like dict of settings is applied."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
DRAFT_ID = None
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT_ID) if DRAFT_ID else None

UI_SETTINGS = {"max_new_tokens": 8, "temperature": 0.6, "top_p": 0.9, "repetition_penalty": 1.05}


def respond(message, history, system_prompt="you are a helpful model", **ui):
    settings = {**UI_SETTINGS, **ui}
    messages = [{"role": "system", "content": system_prompt}]
    for user_turn, bot_turn in history:
        messages += [{"role": "user", "content": user_turn}, {"role": "assistant", "content": bot_turn}]
    messages.append({"role": "user", "content": message})
    inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(
            **inputs,
            do_sample=settings["temperature"] > 0,
            assistant_model=assistant,
            num_return_sequences=1,
            **settings,
        )
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    history = []
    for msg in ["hello", "tell me a story about the queen"]:
        reply = respond(msg, history, temperature=0.8)
        history.append((msg, reply))
        print(msg, "->", reply)
