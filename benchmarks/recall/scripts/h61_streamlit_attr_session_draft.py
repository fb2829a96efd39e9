# classes: 7 5
"""Streamlit-style chat page using attribute access on the session state
(`st.session_state.model`), imitated by a dict subclass. Written after h61's blind
measurement, from its session-state script: the tokenizer is called through the state.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class SessionState(dict):
    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError as exc:
            raise AttributeError(key) from exc

    def __setattr__(self, key, value):
        self[key] = value


session_state = SessionState()


def init_state():
    if "model" not in session_state:
        session_state.tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
        session_state.model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
        session_state.draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        session_state.cache = StaticCache(config=session_state.model.config, max_cache_len=256)
        session_state.history = []


def render(user_message):
    init_state()
    session_state.history.append({"role": "user", "content": user_message})
    prompt = session_state.tok.apply_chat_template(session_state.history, add_generation_prompt=True, tokenize=False)
    enc = session_state.tok(prompt, return_tensors="pt", add_special_tokens=False)
    out = session_state.model.generate(**enc, assistant_model=session_state.draft,
                                       past_key_values=session_state.cache, max_new_tokens=5)
    reply = session_state.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    session_state.history.append({"role": "assistant", "content": reply})
    return reply


if __name__ == "__main__":
    print(render("hello!"))
