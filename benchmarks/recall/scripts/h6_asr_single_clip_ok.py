"""One clip through whisper-large-v2 with distil-large-v2 as assistant, batch size 1."""
# classes: 4

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline


def main():
    processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
    assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2")
    asr = pipeline(
        "automatic-speech-recognition",
        model="openai/whisper-large-v2",
        tokenizer=processor.tokenizer,
        feature_extractor=processor.feature_extractor,
        assistant_model=assistant,
        batch_size=1,
    )
    audio = np.zeros(16000, dtype=np.float32)
    result = asr({"raw": audio, "sampling_rate": 16000}, generate_kwargs={"max_new_tokens": 4, "language": "en"})
    print(result)


if __name__ == "__main__":
    main()
