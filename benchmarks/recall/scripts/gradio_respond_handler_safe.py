# classes: 7 3
"""Chat demo backend. `respond` is what the Gradio ChatInterface calls; run it directly to smoke-test."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
assistant = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")


def respond(message, history, temperature=0.8, n_candidates=1, max_tokens=8):
    messages = [{"role": "user" if i % 2 == 0 else "assistant", "content": m} for i, m in enumerate(history)]
    messages.append({"role": "user", "content": message})
    ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    out = model.generate(
        ids,
        assistant_model=assistant,
        do_sample=True,
        temperature=temperature,
        num_return_sequences=n_candidates,
        max_new_tokens=max_tokens,
    )
    return [tok.decode(o[ids.shape[-1]:], skip_special_tokens=True) for o in out]


if __name__ == "__main__":
    print(respond("tell me about the king", []))
